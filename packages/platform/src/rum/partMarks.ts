/**
 * What marks a part of the page in its DOM, and which remote a part is. No imports. Among the RUM's
 * files, not the remote mount's (../remotes/readiness.tsx imports it): the RUM runs in the shell's
 * start-up chunk, before React, and the shared platform's chunk group (packages/build/vendor-chunks.js)
 * must not hold a module the start-up imports directly.
 *
 * PART_ATTRIBUTE: every part's outline element (../remotes/readiness.tsx PartOutline) carries it from the
 * server on; LIVE_ATTRIBUTE once the part's boundary has committed. The inline event capture
 * (packages/gateway/src/document/event-capture.js) reads both.
 */
export const PART_ATTRIBUTE = 'data-part';
export const LIVE_ATTRIBUTE = 'data-live';

/** The frame's own elements (header, footer, menu): no remote's. */
export const SHELL_PART = 'shell';

/**
 * The outline elements of remote mounts (../remotes/RemoteMount.tsx) and the remote each one holds. Kept
 * beside the DOM, not in it: the page's markup (the server's HTML, the hydrated DOM) stays as it
 * is. On the global object under a registered symbol: one map for the page, whichever copy of this
 * module a bundle evaluated. A WeakMap: a part gone from the page is forgotten with it.
 */
const REGISTRY = Symbol.for('agency.remoteParts');

function parts(): WeakMap<Element, string> {
  const holder = globalThis as { [REGISTRY]?: WeakMap<Element, string> };
  return (holder[REGISTRY] ??= new WeakMap());
}

/** Records that `element` (a part's outline) holds `remote`'s content. */
export function markRemotePart(element: Element, remote: string): void {
  parts().set(element, remote);
}

/**
 * The remote whose part holds `node`: the nearest enclosing part outline that a remote mount
 * marked (a remote's own lazy pages are parts too, unmarked, so the search goes on outwards; a
 * remote mounted inside another's is the inner one), else SHELL_PART. Works on an element the
 * interaction has since removed from the page together with its part (a page replaced): the
 * detached subtree keeps its ancestors.
 */
export function remoteOfElement(node: unknown): string {
  const map = parts();
  let element: Element | null =
    typeof Element !== 'undefined' && node instanceof Element ? node : typeof Node !== 'undefined' && node instanceof Node ? node.parentElement : null;
  while (element) {
    const part: Element | null = element.closest(`[${PART_ATTRIBUTE}]`);
    if (!part) break;
    const remote = map.get(part);
    if (remote) return remote;
    element = part.parentElement;
  }
  return SHELL_PART;
}
