// Public entry of @sift/charts. Explicit named exports only.
export {};
