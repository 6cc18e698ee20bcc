export interface LoginPageProps {
    /** Called with the signed-in username. */
    onSignedIn?: (username: string) => void;
}
export declare function LoginPage({ onSignedIn }: LoginPageProps): import("react").JSX.Element;
