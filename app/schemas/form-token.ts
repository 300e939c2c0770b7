/**
 * The hidden field every posted form carries: written by the FormToken component and read by the session
 * middleware, so it lives here, below both layers.
 */
export const FORM_TOKEN_FIELD = "_token";
