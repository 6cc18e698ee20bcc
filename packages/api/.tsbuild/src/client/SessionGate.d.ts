type Listener = (username: string | null) => void;
/**
 * The client's view of the session (1-shell.md §4): who is logged in, and a gate that calls made
 * while logged out wait behind until login completes.
 */
export declare class SessionGate {
    #private;
    constructor(username?: string | null);
    get username(): string | null;
    isLoggedIn(): boolean;
    /** Marks the session as logged in and releases every waiting call. */
    loggedIn(username: string): void;
    /** Clears the session locally; later calls wait again. */
    loggedOut(): void;
    /** Resolves at once when logged in, else when `loggedIn` is next called. */
    whenLoggedIn(): Promise<void>;
    /** Calls `listener` with the username (or null) on every login and logout; returns an unsubscribe. */
    subscribe(listener: Listener): () => void;
}
export {};
