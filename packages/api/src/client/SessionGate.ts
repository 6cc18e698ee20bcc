type Listener = (username: string | null) => void;

/**
 * The client's view of the session (1-shell.md §4): who is logged in, and a gate that calls made
 * while logged out wait behind until login completes.
 */
export class SessionGate {
  #username: string | null;
  #waiters: Array<() => void> = [];
  #listeners = new Set<Listener>();

  constructor(username: string | null = null) {
    this.#username = username;
  }

  get username(): string | null {
    return this.#username;
  }

  isLoggedIn(): boolean {
    return this.#username !== null;
  }

  /** Marks the session as logged in and releases every waiting call. */
  loggedIn(username: string): void {
    this.#username = username;
    const waiters = this.#waiters;
    this.#waiters = [];
    waiters.forEach((release) => release());
    this.#listeners.forEach((listener) => listener(username));
  }

  /** Clears the session locally; later calls wait again. */
  loggedOut(): void {
    if (this.#username === null) return;
    this.#username = null;
    this.#listeners.forEach((listener) => listener(null));
  }

  /** Resolves at once when logged in, else when `loggedIn` is next called. */
  whenLoggedIn(): Promise<void> {
    if (this.isLoggedIn()) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Calls `listener` with the username (or null) on every login and logout; returns an unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
