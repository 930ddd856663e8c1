export { SecondFactorStep, type SecondFactorStepProps, type SecondFactorValues } from './SecondFactorStep.tsx';
