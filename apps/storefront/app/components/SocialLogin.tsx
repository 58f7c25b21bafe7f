/** "Sign in with …" buttons for the store's OpenID Connect providers (login and register pages). */
export function SocialLogin() {
  return null;
}
