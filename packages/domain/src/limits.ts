/** spec 01 §9, 02 §9, 03 §9: limits and timings, named after what they mean. */
export const TOAST_AUTO_CLOSE_MS = 10_000;
export const LOADING_PHASE_DELAYS_MS = [700, 700, 1000] as const;
export const SEARCH_DEBOUNCE_MS = 400;
export const DEMO_TOGGLE_RELOAD_MS = 200;
export const HELP_SCROLL_LOCK_MS = 1000;
export const HELP_INITIAL_JUMP_MS = 100;
export const HELP_OVERLAY_MIN_WIDTH_PX = 600;

export const NAME_MAX = 100;
export const EMAIL_MAX = 100;
export const TEXT_MAX = 200;
export const DESCRIPTION_INPUT_MAX = 2000;
export const DESCRIPTION_MAX = 1000;
export const PASSWORD_MAX = 100;
export const TEMPLATE_CONTENT_MAX = 100_000_000;
export const REFERENCE_MAX = 200;
export const BROADCAST_MESSAGE_MAX = 10_000;
export const CHAT_COMMENT_MAX = 2000;
/**
 * Document uploads (ours): a file above this size goes up as the raw body of the streamed upload
 * (POST /api/Document/Upload) with progress; smaller files keep spec 02 §7's data-URL call.
 */
export const STREAMED_UPLOAD_THRESHOLD_BYTES = 4 * 1024 * 1024;

export const MOBILE_NAV_BREAKPOINT_PX = 1024;
export const MOBILE_NOTIFICATIONS_BREAKPOINT_PX = 425;
export const SECONDARY_NAV_WIDTH_PX = 200;
export const COMPANY_NAV_WIDTH_PX = 232;
export const SETTINGS_NAV_WIDTH_PX = 220;
export const WIDE_MODAL_WIDTH_PX = 1000;
export const AVATARS_SHOWN = 2;

export const LIST_REFRESH_AFTER_MODAL_MS = 200;
export const NEW_MEMBER_ADDED_MS = 200;
export const SAVE_ANYWAY_DELAY_MS = 100;
export const ADD_TO_MATTER_CLOSE_MS = 800;
export const COMPANY_DELETE_REDIRECT_MS = 2000;
export const POPUP_POLL_MS = 200;
export const CHECK_OVERLAY_CLOSE_MS = 500;
export const DOCUMENT_ACCESS_DEFAULT_ALL_MS = 300;
export const MESSAGE_REMOVE_DELAY_MS = 200;
export const COMPACT_HEADER_SCROLL_PX = 50;
export const CHECK_HISTORY_SHOWN = 10;

/** List paging defaults (spec/README list conventions). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** spec 03 §4 chat: a pin highlight lasts 700 ms; after a load the pane scrolls to the bottom at these delays; a missing focus message is retried every 500 ms. */
export const CHAT_PIN_HIGHLIGHT_MS = 700;
export const CHAT_SCROLL_DELAYS_MS = [100, 500, 1000, 2000] as const;
export const CHAT_FOCUS_RETRY_MS = 500;

/**
 * Issue 11, legacy detail amounts: decision: no single legacy detail is worth more than
 * £1,000,000,000 (a larger figure is a typing slip); a percentage share is kept to the four
 * decimal places the database stores (a third is 33.3333 %).
 */
export const LEGACY_AMOUNT_MAX_PENCE = 100_000_000_000;
export const PERCENTAGE_DECIMALS_MAX = 4;
