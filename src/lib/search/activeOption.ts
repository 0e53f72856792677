import { moveActiveIndex } from './shortcuts';

/** The option the reader highlighted, and the list it was highlighted in. */
export interface ActiveOption {
  /** The list's revision when the reader last moved the highlight. */
  readonly revision: number;
  /** -1 for none. */
  readonly index: number;
}

/** The listbox as it is now. */
export interface OptionList {
  /** Changes whenever the options are replaced (not when more are appended). */
  readonly revision: number;
  readonly count: number;
  /** Highlight the first option of a new list (results), or none (recent searches). */
  readonly highlightFirst: boolean;
}

export type ActiveOptionAction =
  /** ArrowDown (+1) or ArrowUp (-1). */
  | { readonly type: 'moved'; readonly delta: number; readonly list: OptionList }
  /** The pointer moved onto an option. */
  | { readonly type: 'pointed'; readonly index: number; readonly list: OptionList };

/** Nothing highlighted yet. */
export const NO_ACTIVE_OPTION: ActiveOption = { revision: -1, index: -1 };

/**
 * The highlighted option of the list as it is now: the reader's choice while the list is the one it
 * was made in, otherwise the list's default (its first option, or none).
 */
export function activeIndexOf(state: ActiveOption, list: OptionList): number {
  if (state.revision === list.revision && state.index >= 0 && state.index < list.count) return state.index;
  return list.highlightFirst && list.count > 0 ? 0 : -1;
}

/** Moves the highlight with the arrow keys (wrapping at both ends) or the pointer. */
export function activeOptionReducer(state: ActiveOption, action: ActiveOptionAction): ActiveOption {
  switch (action.type) {
    case 'moved':
      return {
        revision: action.list.revision,
        index: moveActiveIndex(activeIndexOf(state, action.list), action.delta, action.list.count),
      };
    case 'pointed':
      return { revision: action.list.revision, index: action.index };
  }
}
