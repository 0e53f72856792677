import type { KeyLike } from './shortcuts';

/** Whether the navbar's search modal is open, and what was typed before its input could take keys. */
export interface OpenState {
  readonly isOpen: boolean;
  /** The modal's input takes keys itself; until then, typed characters are kept here. */
  readonly ready: boolean;
  /** The opening letter, then anything typed while the modal's code loaded. */
  readonly typed: string;
}

export type OpenAction =
  /** A shortcut, a click or a letter on the search button (`typed`, '' for none) opens the modal. */
  | { readonly type: 'opened'; readonly typed: string }
  /** A character typed anywhere while the modal's code loads. */
  | { readonly type: 'keyTyped'; readonly key: string }
  /** The modal's input takes over the keys. */
  | { readonly type: 'claimed' }
  | { readonly type: 'closed' };

export const CLOSED: OpenState = { isOpen: false, ready: false, typed: '' };

/**
 * The open state of the navbar search (SPEC §4). Keys typed before the modal's input exists are
 * kept, so a fast typist's first characters become its query instead of being lost.
 */
export function openReducer(state: OpenState, action: OpenAction): OpenState {
  switch (action.type) {
    case 'opened':
      if (!state.isOpen) return { isOpen: true, ready: false, typed: action.typed };
      // A second key can reach the button before the first re-render: keep both characters.
      return state.ready ? state : { ...state, typed: state.typed + action.typed };
    case 'keyTyped':
      return state.isOpen && !state.ready ? { ...state, typed: state.typed + action.key } : state;
    case 'claimed':
      return state.isOpen ? { ...state, ready: true } : state;
    case 'closed':
      return CLOSED;
  }
}

/** True for a character key that must be kept for the modal's input, which does not exist yet. */
export function keepsTypedKey(state: OpenState, event: KeyLike): boolean {
  return (
    state.isOpen &&
    !state.ready &&
    event.key.length === 1 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey
  );
}
