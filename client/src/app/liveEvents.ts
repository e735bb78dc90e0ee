/** Fired on window each time the live socket (re)connects: listeners refetch what they may have missed. */
export const LIVE_CONNECTED_EVENT = "vitrine:live-connected";
