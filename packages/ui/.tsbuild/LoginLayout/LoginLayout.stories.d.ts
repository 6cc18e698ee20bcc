import type { StoryObj } from '@storybook/react-vite';
import { LoginLayout } from './LoginLayout';
declare const meta: {
    title: string;
    component: typeof LoginLayout;
    parameters: {
        layout: string;
    };
    args: {
        welcome: string;
        footer: string;
        children: import("react").JSX.Element;
    };
};
export default meta;
type Story = StoryObj<typeof meta>;
export declare const Playground: Story;
