// Placeholder while the login modal is being built (same change set).
export function LoginModal() {
  return null;
}
