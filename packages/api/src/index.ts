// Public entry of @sift/api. Explicit named exports only.
export { login, type LoginRequest, type LoginResponse } from './sessions';
