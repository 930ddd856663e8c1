/** A ride of 60 seconds or less did not finish (docs/domain.md#states-and-transitions). */
export const incompleteRideMaxSeconds = 60;

export type RideStatus = 'incomplete' | 'completed';

export function rideStatus(durationInSeconds: number): RideStatus {
  return durationInSeconds > incompleteRideMaxSeconds ? 'completed' : 'incomplete';
}

/** Share of the scenario's length that was ridden: min(100, duration / time × 100), rounded. */
export function ridePercentage(durationInSeconds: number, scenarioTimeInSeconds: number): number {
  if (scenarioTimeInSeconds <= 0) return 0;
  return Math.round(Math.min(100, (durationInSeconds / scenarioTimeInSeconds) * 100));
}
