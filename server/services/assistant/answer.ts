/** What the assistant answers: its words and where to act on them. */

/** A place in the app an answer links to (a path of src/lib/paths.ts). */
export interface AnswerLink {
  label: string;
  path: string;
}

export interface Answer {
  text: string;
  /** Where to act on the answer; the chat shows them as links. */
  links?: AnswerLink[];
  /** More on the same topic, said after "tell me more". */
  detail?: string;
}
