export { login, type LoginRequest, type LoginResponse } from './sessions';
