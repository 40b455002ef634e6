import { MemberCard } from '../../components/member-card';
import type { SearchProfile } from '../../../contract/schemas/search';
import type { useFamilyStar } from './use-family-star';

/** One member in the relative's search or shortlist: no badges, and the view opens read only on the same screen. */
export function FamilyCard({ profile, star }: { profile: SearchProfile; star: ReturnType<typeof useFamilyStar> }) {
  return (
    <MemberCard profile={profile} stars={star} viewTo={{ search: `?profile=${encodeURIComponent(profile.id)}` }} />
  );
}
