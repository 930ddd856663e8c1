/** The Chromium that browser tests drive; throws a message that says how to get one. */
export declare function findChromium(): string;
