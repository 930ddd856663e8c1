// Orbit's typeface, bundled so every machine draws the same letters (and screenshots match): one variable file per
// subset draws every weight, half the bytes of four static weights (ADR 0044). An entry point of its own, so that a
// portal downloads only the typeface of the brand it uses (ADR 0064).
import '@fontsource-variable/inter/wght.css';
