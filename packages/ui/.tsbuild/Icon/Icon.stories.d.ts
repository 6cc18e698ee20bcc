import type { StoryObj } from '@storybook/react-vite';
import { Icon } from './Icon';
declare const meta: {
    title: string;
    component: typeof Icon;
    args: {
        name: "search";
        size: "md";
    };
    argTypes: {
        name: {
            control: "select";
            options: readonly ["alert-triangle", "arrow-down", "arrow-up", "arrow-up-down", "bell", "check", "chevron-down", "chevron-left", "chevron-right", "chevron-up", "circle-alert", "circle-check", "clipboard", "clock", "copy", "dashboard", "download", "edit", "external-link", "eye", "eye-off", "filter", "grip", "help", "info", "loader", "logout", "maximize", "minimize", "moon", "more", "pin", "pin-off", "play", "plus", "refresh", "save", "search", "server", "settings", "share", "star", "sun", "trash", "upload", "user", "x"];
        };
        size: {
            control: "inline-radio";
            options: string[];
        };
    };
};
export default meta;
type Story = StoryObj<typeof meta>;
export declare const Playground: Story;
export declare const WithTitle: Story;
export declare const Sizes: Story;
export declare const Gallery: Story;
