// Countries with ISO codes, regions and nationalities, from the maintained world-countries package.
import countries from 'world-countries';

const REGION_CODES: Record<string, string> = {
  Africa: 'AF',
  Americas: 'AM',
  Antarctic: 'AN',
  Asia: 'AS',
  Europe: 'EU',
  Oceania: 'OC',
};

export function buildLocations() {
  const regions = Object.entries(REGION_CODES).map(([name, code], index) => ({ id: index + 1, code, name }));
  const list = [...countries]
    .filter((country) => country.cca2 && country.cca3)
    .sort((a, b) => a.name.common.localeCompare(b.name.common, 'en'))
    .map((country, index) => ({
      id: index + 1,
      name: country.name.common,
      regionCode: REGION_CODES[country.region] ?? 'AN',
      iso2Code: country.cca2,
      iso3Code: country.cca3,
      nationality: country.demonyms?.eng?.m || country.name.common,
    }));
  return { regions, countries: list };
}
