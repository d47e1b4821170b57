/** Where the support chat widget mounts (default layout only). Nothing to show yet. */
export function ChatWidgetSlot() {
  return null;
}
