/** The header's account and wish list links. */
export function AccountNav() {
  return null;
}
