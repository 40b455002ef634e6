/** Placeholder: the matching-area issue shows the first suggested profile here. */
export function SuggestedProfile() {
  return <p>Suggested profile</p>;
}
