import { skipToken } from '@reduxjs/toolkit/query/react';
import { regionOfNationality } from '@portal/util';
import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@portal/data-access';
import { estimateCountryChosen, selectEstimateCountry } from '@portal/data-access';
import { useCurrentStudent } from '@portal/profile/data-access';
import { useGetTransferConversionQuery, useGetTransferCountriesQuery } from './payments-api';

/** Amounts are charged in pounds; a country that pays in them needs no estimate. */
export const CHARGE_COUNTRY = 'GB';

/** An amount in the student's home currency, for information only: never what is charged. */
export interface CurrencyEstimate {
  currency: string;
  amount: number;
  rate: number;
  /** When the rate was set (the API's time, else when it answered). */
  ratedAt: string;
}

/**
 * Whose currency estimates use: the country the student chose (kept with the interface state), else the
 * country of their nationality. `choose(null)` goes back to the nationality; `choose('GB')` turns estimates off.
 */
export function useEstimateCountry() {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectEstimateCountry);
  const { student } = useCurrentStudent();
  const country = chosen ?? regionOfNationality(student?.nationality_id);
  const choose = useCallback((code: string | null) => dispatch(estimateCountryChosen(code)), [dispatch]);
  return { country, chosen, choose };
}

/**
 * The estimate of a GBP amount in the student's home currency through /payment/transfermate/conversions, or
 * null: for pounds, for nothing to convert, for a country the provider does not list, while it loads, and
 * quietly when the conversion fails.
 */
export function useCurrencyEstimate(amount: number | null | undefined): CurrencyEstimate | null {
  const { country } = useEstimateCountry();
  const asked = country !== null && country !== CHARGE_COUNTRY && typeof amount === 'number' && amount > 0;
  // The provider answers only for the countries it lists; asking for another is a 400 in the console.
  const { currentData: countries } = useGetTransferCountriesQuery(asked ? undefined : skipToken);
  const wanted = asked && countries?.some((listed) => listed.code === country) === true;
  const { currentData, isError, fulfilledTimeStamp } = useGetTransferConversionQuery(
    wanted ? { country_code: country, amount } : skipToken,
  );
  if (!wanted || isError || !currentData || currentData.currency === 'GBP') return null;
  return {
    currency: currentData.currency,
    amount: currentData.converted_amount,
    rate: currentData.rate,
    ratedAt: currentData.rated_at ?? new Date(fulfilledTimeStamp ?? Date.now()).toISOString(),
  };
}

/** The countries a student can pick for estimates (the bank-transfer provider's, each with its currency). */
export function useEstimateCountries() {
  return useGetTransferCountriesQuery();
}
