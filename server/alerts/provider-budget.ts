// What one run of the alert job may spend on each paid provider (ALERT_MAX_PROVIDER_CALLS_PER_RUN).

export type AlertProvider = 'seats_aero' | 'google_flights';

export class ProviderBudget {
  private readonly left: Record<AlertProvider, number>;
  constructor(perProvider: number) {
    this.left = { seats_aero: perProvider, google_flights: perProvider };
  }
  /** Takes one call from the provider's budget; false when it is spent (the check waits for the next run). */
  take(provider: AlertProvider): boolean {
    if (this.left[provider] <= 0) return false;
    this.left[provider]--;
    return true;
  }
  has(provider: AlertProvider): boolean {
    return this.left[provider] > 0;
  }
  /** A manual check ('Verificar agora') is one alert's few calls, always allowed. */
  static unlimited(): ProviderBudget {
    return new ProviderBudget(Number.POSITIVE_INFINITY);
  }
}
