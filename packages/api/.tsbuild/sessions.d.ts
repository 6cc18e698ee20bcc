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
/** Signs in; the server sets the `authentication` cookie. Rejects with the server's message on failure. */
export declare function login(request: LoginRequest, apiBase?: string): Promise<LoginResponse>;
