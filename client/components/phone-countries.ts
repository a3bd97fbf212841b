/** Countries offered by the phone picker. `mask` shows how a national number is grouped; # is one digit. */
export interface PhoneCountry {
  /** ISO 3166 code; unique where calling codes are shared (US and Canada are both +1). */
  iso: string;
  name: string;
  callingCode: string;
  mask: string;
}

/** The spec's default country. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = {
  iso: 'PK',
  name: 'Pakistan',
  callingCode: '92',
  mask: '### #######',
};

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  DEFAULT_PHONE_COUNTRY,
  { iso: 'IN', name: 'India', callingCode: '91', mask: '##### #####' },
  { iso: 'BD', name: 'Bangladesh', callingCode: '880', mask: '####-######' },
  { iso: 'AF', name: 'Afghanistan', callingCode: '93', mask: '## ### ####' },
  { iso: 'LK', name: 'Sri Lanka', callingCode: '94', mask: '## ### ####' },
  { iso: 'NP', name: 'Nepal', callingCode: '977', mask: '###-#######' },
  { iso: 'AE', name: 'United Arab Emirates', callingCode: '971', mask: '## ### ####' },
  { iso: 'SA', name: 'Saudi Arabia', callingCode: '966', mask: '## ### ####' },
  { iso: 'QA', name: 'Qatar', callingCode: '974', mask: '#### ####' },
  { iso: 'KW', name: 'Kuwait', callingCode: '965', mask: '#### ####' },
  { iso: 'OM', name: 'Oman', callingCode: '968', mask: '#### ####' },
  { iso: 'BH', name: 'Bahrain', callingCode: '973', mask: '#### ####' },
  { iso: 'TR', name: 'Turkey', callingCode: '90', mask: '### ### ## ##' },
  { iso: 'EG', name: 'Egypt', callingCode: '20', mask: '### ### ####' },
  { iso: 'GB', name: 'United Kingdom', callingCode: '44', mask: '#### ######' },
  { iso: 'US', name: 'United States', callingCode: '1', mask: '(###) ###-####' },
  { iso: 'CA', name: 'Canada', callingCode: '1', mask: '(###) ###-####' },
  { iso: 'DE', name: 'Germany', callingCode: '49', mask: '#### #######' },
  { iso: 'FR', name: 'France', callingCode: '33', mask: '# ## ## ## ##' },
  { iso: 'IT', name: 'Italy', callingCode: '39', mask: '### ### ####' },
  { iso: 'ES', name: 'Spain', callingCode: '34', mask: '### ### ###' },
  { iso: 'AU', name: 'Australia', callingCode: '61', mask: '### ### ###' },
  { iso: 'CN', name: 'China', callingCode: '86', mask: '### #### ####' },
  { iso: 'MY', name: 'Malaysia', callingCode: '60', mask: '##-### ####' },
  { iso: 'SG', name: 'Singapore', callingCode: '65', mask: '#### ####' },
  { iso: 'ZA', name: 'South Africa', callingCode: '27', mask: '## ### ####' },
  { iso: 'NG', name: 'Nigeria', callingCode: '234', mask: '### ### ####' },
];
