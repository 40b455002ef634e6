/** Placeholder: the issue that builds this screen replaces it. */
export function Component() {
  return <h1 className="h3">Profile onboarding: about-me</h1>;
}
