/** Ten compact rows fit under the filters of an office laptop (1280×720) without scrolling. */
export const DEFAULT_PAGE_SIZE = 10;
