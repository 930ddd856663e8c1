// Bubble's typeface (weights 400 to 700), bundled like Orbit's, in an entry point of its own (ADR 0064).
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/500.css';
import '@fontsource/nunito/600.css';
import '@fontsource/nunito/700.css';
