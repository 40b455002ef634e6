/**
 * The one list of job titles a member picks from ("Software Engineer" at a workplace): the profile's
 * background and the account's profession both read it, and search filters on its values. Titles are
 * stored and sent as written here. Plain data, no zod, so the app may import it.
 */
export const OCCUPATIONS = [
  'Accountant',
  'Actor',
  'Actuary',
  'Administrative Officer',
  'Advocate',
  'Agriculturist',
  'Air Hostess',
  'Airline Pilot',
  'Analyst',
  'Architect',
  'Army Officer',
  'Artist',
  'Auditor',
  'Bank Officer',
  'Banker',
  'Beautician',
  'Biotechnologist',
  'Business Analyst',
  'Business Owner',
  'Chartered Accountant',
  'Chef',
  'Chemist',
  'Civil Engineer',
  'Civil Servant (IAS / IPS / IFS)',
  'Clerk',
  'Company Secretary',
  'Consultant',
  'Content Writer',
  'Customer Support Executive',
  'Data Scientist',
  'Defence Services',
  'Dentist',
  'Designer',
  'Doctor',
  'Economist',
  'Electrical Engineer',
  'Electronics Engineer',
  'Engineer',
  'Entrepreneur',
  'Event Manager',
  'Farmer',
  'Fashion Designer',
  'Film Maker',
  'Financial Analyst',
  'Government Employee',
  'Graphic Designer',
  'Hardware Engineer',
  'Homemaker',
  'Hotel Manager',
  'HR Professional',
  'Interior Designer',
  'Investment Banker',
  'IT Professional',
  'Journalist',
  'Judge',
  'Lab Technician',
  'Lawyer',
  'Lecturer',
  'Librarian',
  'Marketing Professional',
  'Mechanical Engineer',
  'Media Professional',
  'Merchant Navy Officer',
  'Musician',
  'Navy Officer',
  'Not Working',
  'Nurse',
  'Operations Manager',
  'Pharmacist',
  'Photographer',
  'Physiotherapist',
  'Police Officer',
  'Product Manager',
  'Professor',
  'Project Manager',
  'Psychologist',
  'Public Relations Professional',
  'Quality Analyst',
  'Real Estate Professional',
  'Research Scholar',
  'Researcher',
  'Retired',
  'Sales Professional',
  'Scientist',
  'Self Employed',
  'Social Worker',
  'Software Developer',
  'Software Engineer',
  'Sportsperson',
  'Student',
  'Surgeon',
  'Teacher',
  'Technician',
  'Trader',
  'Veterinary Doctor',
  'Web Developer',
  'Writer',
] as const;
export type Occupation = (typeof OCCUPATIONS)[number];

export function isOccupation(value: string): value is Occupation {
  return (OCCUPATIONS as readonly string[]).includes(value);
}

/**
 * Titles matching what a member typed, for a searchable picker: case-blind, each typed word must start a
 * word of the title ("soft eng" finds "Software Engineer"); titles starting with the text come first.
 */
export function searchOccupations(text: string, limit = 20): Occupation[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return OCCUPATIONS.slice(0, limit);
  const found = OCCUPATIONS.filter((title) => {
    const titleWords = title.toLowerCase().split(/[\s/()]+/);
    return words.every((word) => titleWords.some((w) => w.startsWith(word)));
  });
  const first = words.join(' ');
  const rank = (title: string) => (title.toLowerCase().startsWith(first) ? 0 : 1);
  return [...found].sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}
