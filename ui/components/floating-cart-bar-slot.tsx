/** Where the floating cart bar mounts (default layout only). Nothing to show yet. */
export function FloatingCartBarSlot() {
  return null;
}
