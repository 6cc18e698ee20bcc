import type { StoryObj } from '@storybook/react-vite';
declare const meta: {
    title: string;
    component: import("react").ForwardRefExoticComponent<import("./Button").ButtonProps & import("react").RefAttributes<HTMLButtonElement | HTMLAnchorElement>>;
    args: {
        children: string;
        variant: "default";
        size: "medium";
        disabled: false;
        loading: false;
        onClick: import("storybook/test").Mock<(...args: any[]) => any>;
    };
    argTypes: {
        variant: {
            control: "inline-radio";
            options: readonly ["default", "primary", "success", "info", "warning", "danger", "link"];
        };
        size: {
            control: "inline-radio";
            options: readonly ["xsmall", "small", "medium", "large"];
        };
        icon: {
            control: "select";
            options: ("search" | "filter" | "info" | "copy" | "x" | "alert-triangle" | "arrow-down" | "arrow-up" | "arrow-up-down" | "bell" | "check" | "chevron-down" | "chevron-left" | "chevron-right" | "chevron-up" | "circle-alert" | "circle-check" | "clipboard" | "clock" | "dashboard" | "download" | "edit" | "external-link" | "eye" | "eye-off" | "grip" | "help" | "loader" | "logout" | "maximize" | "minimize" | "moon" | "more" | "pin" | "pin-off" | "play" | "plus" | "refresh" | "save" | "server" | "settings" | "share" | "star" | "sun" | "trash" | "upload" | "user" | undefined)[];
        };
    };
};
export default meta;
type Story = StoryObj<typeof meta>;
export declare const Playground: Story;
export declare const Variants: Story;
export declare const Sizes: Story;
export declare const Disabled: Story;
export declare const Loading: Story;
export declare const LoadingWithText: Story;
export declare const WithIcon: Story;
export declare const AsLink: Story;
export declare const DisabledLink: Story;
export declare const Toggle: Story;
export declare const Group: Story;
export declare const IconOnly: Story;
