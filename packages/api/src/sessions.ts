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
export async function login(request: LoginRequest, apiBase = '/api'): Promise<LoginResponse> {
  const response = await fetch(`${apiBase}/system/sessions`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Requested-By': 'XMLHttpRequest',
    },
    body: JSON.stringify(request),
  });
  if (!response.ok) {
    const message = response.status === 401 ? 'Invalid credentials, please verify them and retry.' : `Login failed: ${response.status} ${response.statusText}`;
    throw new Error(message);
  }
  return (await response.json()) as LoginResponse;
}
