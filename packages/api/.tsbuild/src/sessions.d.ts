import { ApiClient } from './client/ApiClient';
/** Body of `POST /system/sessions` (API.md §1). */
export interface LoginRequest {
    username: string;
    password: string;
    host: string;
}
/** Answer of `POST /system/sessions`. */
export interface LoginResponse {
    valid_until: string;
    session_id: string;
    username: string;
    user_id: string;
}
/** Answer of `GET /system/sessions`. */
export interface SessionValidation {
    isValid: boolean;
    sessionId: string | null;
    username: string | null;
}
/** The text shown for wrong credentials (the server answers 401 with an empty body). */
export declare const INVALID_CREDENTIALS_MESSAGE = "Invalid credentials, please verify them and retry.";
/**
 * Signs in; the server sets the `authentication` cookie, and a client's session gate opens.
 * Accepts a client, or an API base for callers without one (a throwaway client is used).
 * Rejects with the server's message on failure.
 */
export declare function login(request: LoginRequest, clientOrApiBase?: ApiClient | string): Promise<LoginResponse>;
/** `GET /system/sessions`: opens the session gate when valid, clears it otherwise. */
export declare function validateSession(client: ApiClient): Promise<SessionValidation>;
/** `DELETE /system/sessions/`: clears the session locally on success or on a 401 (1-shell.md §4). */
export declare function logout(client: ApiClient): Promise<void>;
