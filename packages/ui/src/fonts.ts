// Fonts ship as npm packages so that rendering is identical on every machine and offline.
// Import this module once from an application entry (console, Storybook preview).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/jetbrains-mono/400.css';
