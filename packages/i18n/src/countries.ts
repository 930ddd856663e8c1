import { localeOf } from './languages.ts';

/**
 * Each country's ISO 3166-1 alpha-3 code followed by its alpha-2 code (`ABWAW` is Aruba). The browser's
 * Intl.DisplayNames names regions in every language but only by alpha-2 code; this table is all the console ships
 * to show country names (a library of names in five languages weighed 14 KB gzipped on every staff screen).
 */
const alpha3ThenAlpha2 = [
  'ABWAWAFGAFAGOAOAIAAIALAAXALBALANDADAREAEARGARARMAMASMASATAAQATFTFATGAGAUSAUAUTATAZEAZBDIBIBELBEBENBJ',
  'BESBQBFABFBGDBDBGRBGBHRBHBHSBSBIHBABLMBLBLRBYBLZBZBMUBMBOLBOBRABRBRBBBBRNBNBTNBTBVTBVBWABWCAFCFCANCA',
  'CCKCCCHECHCHLCLCHNCNCIVCICMRCMCODCDCOGCGCOKCKCOLCOCOMKMCPVCVCRICRCUBCUCUWCWCXRCXCYMKYCYPCYCZECZDEUDE',
  'DJIDJDMADMDNKDKDOMDODZADZECUECEGYEGERIERESHEHESPESESTEEETHETFINFIFJIFJFLKFKFRAFRFROFOFSMFMGABGAGBRGB',
  'GEOGEGGYGGGHAGHGIBGIGINGNGLPGPGMBGMGNBGWGNQGQGRCGRGRDGDGRLGLGTMGTGUFGFGUMGUGUYGYHKGHKHMDHMHNDHNHRVHR',
  'HTIHTHUNHUIDNIDIMNIMINDINIOTIOIRLIEIRNIRIRQIQISLISISRILITAITJAMJMJEYJEJORJOJPNJPKAZKZKENKEKGZKGKHMKH',
  'KIRKIKNAKNKORKRKWTKWLAOLALBNLBLBRLRLBYLYLCALCLIELILKALKLSOLSLTULTLUXLULVALVMACMOMAFMFMARMAMCOMCMDAMD',
  'MDGMGMDVMVMEXMXMHLMHMKDMKMLIMLMLTMTMMRMMMNEMEMNGMNMNPMPMOZMZMRTMRMSRMSMTQMQMUSMUMWIMWMYSMYMYTYTNAMNA',
  'NCLNCNERNENFKNFNGANGNICNINIUNUNLDNLNORNONPLNPNRUNRNZLNZOMNOMPAKPKPANPAPCNPNPERPEPHLPHPLWPWPNGPGPOLPL',
  'PRIPRPRKKPPRTPTPRYPYPSEPSPYFPFQATQAREUREROURORUSRURWARWSAUSASDNSDSENSNSGPSGSGSGSSHNSHSJMSJSLBSBSLESL',
  'SLVSVSMRSMSOMSOSPMPMSRBRSSSDSSSTPSTSURSRSVKSKSVNSISWESESWZSZSXMSXSYCSCSYRSYTCATCTCDTDTGOTGTHATHTJKTJ',
  'TKLTKTKMTMTLSTLTONTOTTOTTTUNTNTURTRTUVTVTWNTWTZATZUGAUGUKRUAUMIUMURYUYUSAUSUZBUZVATVAVCTVCVENVEVGBVG',
  'VIRVIVNMVNVUTVUWLFWFWSMWSXKKXKYEMYEZAFZAZMBZMZWEZW',
].join('');

let alpha2ByAlpha3: Map<string, string> | undefined;

function toAlpha2(code: string): string | undefined {
  if (/^[A-Z]{2}$/.test(code)) return code;
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  if (!alpha2ByAlpha3) {
    alpha2ByAlpha3 = new Map();
    for (let index = 0; index < alpha3ThenAlpha2.length; index += 5) {
      alpha2ByAlpha3.set(alpha3ThenAlpha2.slice(index, index + 3), alpha3ThenAlpha2.slice(index + 3, index + 5));
    }
  }
  return alpha2ByAlpha3.get(code);
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * The name of a country in `language`, keyed by its ISO 3166-1 alpha-3 code (`BRA` -> `Brasil` in pt) or its
 * alpha-2 code (`BR`). An unknown code is returned as it is, so a screen still shows something.
 */
export function countryName(isoCode: string, language: string): string {
  const alpha2 = toAlpha2(isoCode.toUpperCase());
  if (!alpha2) return isoCode;
  const locale = localeOf(language);
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    displayNames.set(locale, names);
  }
  return names.of(alpha2) ?? isoCode;
}
