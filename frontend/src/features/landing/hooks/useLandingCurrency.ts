import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  currencyForCountry,
  mergeLiveRates,
  readCountryCode,
  readLiveRates,
  type CurrencyCode,
  type CurrencyTable,
} from '@coachcore/domain';

export const GEOLOCATION_URL = 'https://ipapi.co/json/';
export const EXCHANGE_RATES_URL = 'https://api.exchangerate-api.com/v4/latest/USD';
const THIRD_PARTY_TIMEOUT_MS = 3000;

/** GET a third-party JSON document, giving up after the timeout or when `signal` aborts. */
async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, THIRD_PARTY_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'omit' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return await response.json();
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/**
 * The /landing currency: USD with default rates at first; on load the visitor's country picks the
 * currency and live rates replace the defaults. Either lookup failing keeps what is shown.
 */
export function useLandingCurrency() {
  const [currencies, setCurrencies] = useState<CurrencyTable>(CURRENCIES);
  const [code, setCode] = useState<CurrencyCode>(DEFAULT_CURRENCY);
  const chosenByVisitor = useRef(false);

  useEffect(() => {
    const lifetime = new AbortController();

    fetchJson(GEOLOCATION_URL, lifetime.signal)
      .then((body) => {
        const country = readCountryCode(body);
        if (!country) throw new Error('no country_code in the answer');
        if (!chosenByVisitor.current && !lifetime.signal.aborted) setCode(currencyForCountry(country));
      })
      .catch((error: unknown) => {
        if (!lifetime.signal.aborted) console.info('Visitor country not detected, showing USD', error);
      });

    fetchJson(EXCHANGE_RATES_URL, lifetime.signal)
      .then((body) => {
        const rates = readLiveRates(body);
        if (!rates) throw new Error('no usable rates in the answer');
        if (!lifetime.signal.aborted) setCurrencies((current) => mergeLiveRates(current, rates));
      })
      .catch((error: unknown) => {
        if (!lifetime.signal.aborted) console.info('Live exchange rates unavailable, using default rates', error);
      });

    return () => lifetime.abort();
  }, []);

  const choose = useCallback((next: CurrencyCode) => {
    chosenByVisitor.current = true;
    setCode(next);
  }, []);

  return { currency: currencies[code], currencies, choose };
}
