/**
 * The raw palette. Private to the theme: components use semantic tokens, never these.
 * Shades run from 0 (lightest) to 9 (darkest).
 */
export declare const palette: {
    readonly gray: readonly ["#f8f9fb", "#eef0f4", "#dfe3ea", "#c5cbd6", "#9aa3b2", "#6e7889", "#4d5665", "#343b47", "#22272f", "#15181d"];
    readonly blue: readonly ["#eef5ff", "#d6e6ff", "#adcbff", "#7eaaf7", "#4f86ea", "#2f66d0", "#2150aa", "#1a3f86", "#142f63", "#0d1f42"];
    readonly green: readonly ["#ecf8f0", "#cdeed8", "#9bdcb2", "#62c487", "#35a863", "#1f8a4c", "#186d3c", "#13552f", "#0e3e22", "#082815"];
    readonly amber: readonly ["#fff8e6", "#ffecbf", "#ffd98a", "#ffc34d", "#f5a623", "#d4860b", "#a86807", "#7d4d05", "#553404", "#2e1c02"];
    readonly red: readonly ["#fff0ef", "#ffd8d5", "#ffb0aa", "#f8837a", "#ec564b", "#cf3a30", "#a82c24", "#80211b", "#581712", "#310c09"];
    readonly teal: readonly ["#e9f8f9", "#c7edf0", "#93dbe1", "#58c3cc", "#2ba6b1", "#1b8892", "#156b73", "#105258", "#0b393d", "#062124"];
    readonly white: "#ffffff";
    readonly black: "#000000";
};
