/**
 * States, provinces and prefectures outside the Americas, in the same
 * `CODE:Name|...` form as states.americas.ts.
 */
const JAPAN_PREFECTURES = [
  'Hokkaido',
  'Aomori',
  'Iwate',
  'Miyagi',
  'Akita',
  'Yamagata',
  'Fukushima',
  'Ibaraki',
  'Tochigi',
  'Gunma',
  'Saitama',
  'Chiba',
  'Tokyo',
  'Kanagawa',
  'Niigata',
  'Toyama',
  'Ishikawa',
  'Fukui',
  'Yamanashi',
  'Nagano',
  'Gifu',
  'Shizuoka',
  'Aichi',
  'Mie',
  'Shiga',
  'Kyoto',
  'Osaka',
  'Hyogo',
  'Nara',
  'Wakayama',
  'Tottori',
  'Shimane',
  'Okayama',
  'Hiroshima',
  'Yamaguchi',
  'Tokushima',
  'Kagawa',
  'Ehime',
  'Kochi',
  'Fukuoka',
  'Saga',
  'Nagasaki',
  'Kumamoto',
  'Oita',
  'Miyazaki',
  'Kagoshima',
  'Okinawa',
];

export const WORLD_STATES: Readonly<Record<string, string>> = {
  AU: 'ACT:Australian Capital Territory|NSW:New South Wales|NT:Northern Territory|QLD:Queensland|SA:South Australia|TAS:Tasmania|VIC:Victoria|WA:Western Australia',
  // Prefectures are numbered 01–47 north to south (ISO 3166-2:JP).
  JP: JAPAN_PREFECTURES.map((name, index) => `${String(index + 1).padStart(2, '0')}:${name}`).join('|'),
  IN:
    'AN:Andaman and Nicobar Islands|AP:Andhra Pradesh|AR:Arunachal Pradesh|AS:Assam|BR:Bihar|CH:Chandigarh|' +
    'CT:Chhattisgarh|DH:Dadra and Nagar Haveli and Daman and Diu|DL:Delhi|GA:Goa|GJ:Gujarat|HR:Haryana|' +
    'HP:Himachal Pradesh|JK:Jammu and Kashmir|JH:Jharkhand|KA:Karnataka|KL:Kerala|LA:Ladakh|LD:Lakshadweep|' +
    'MP:Madhya Pradesh|MH:Maharashtra|MN:Manipur|ML:Meghalaya|MZ:Mizoram|NL:Nagaland|OR:Odisha|PY:Puducherry|' +
    'PB:Punjab|RJ:Rajasthan|SK:Sikkim|TN:Tamil Nadu|TG:Telangana|TR:Tripura|UP:Uttar Pradesh|UT:Uttarakhand|' +
    'WB:West Bengal',
  CN:
    'AH:Anhui|BJ:Beijing|CQ:Chongqing|FJ:Fujian|GS:Gansu|GD:Guangdong|GX:Guangxi|GZ:Guizhou|HI:Hainan|HE:Hebei|' +
    'HL:Heilongjiang|HA:Henan|HB:Hubei|HN:Hunan|NM:Inner Mongolia|JS:Jiangsu|JX:Jiangxi|JL:Jilin|LN:Liaoning|' +
    'NX:Ningxia|QH:Qinghai|SN:Shaanxi|SD:Shandong|SH:Shanghai|SX:Shanxi|SC:Sichuan|TJ:Tianjin|XJ:Xinjiang|' +
    'XZ:Tibet|YN:Yunnan|ZJ:Zhejiang',
  IT:
    'AG:Agrigento|AL:Alessandria|AN:Ancona|AO:Aosta|AR:Arezzo|AP:Ascoli Piceno|AT:Asti|AV:Avellino|BA:Bari|' +
    'BT:Barletta-Andria-Trani|BL:Belluno|BN:Benevento|BG:Bergamo|BI:Biella|BO:Bologna|BZ:Bolzano|BS:Brescia|' +
    'BR:Brindisi|CA:Cagliari|CL:Caltanissetta|CB:Campobasso|CE:Caserta|CT:Catania|CZ:Catanzaro|CH:Chieti|CO:Como|' +
    'CS:Cosenza|CR:Cremona|KR:Crotone|CN:Cuneo|EN:Enna|FM:Fermo|FE:Ferrara|FI:Firenze|FG:Foggia|FC:Forlì-Cesena|' +
    "FR:Frosinone|GE:Genova|GO:Gorizia|GR:Grosseto|IM:Imperia|IS:Isernia|AQ:L'Aquila|SP:La Spezia|LT:Latina|" +
    'LE:Lecce|LC:Lecco|LI:Livorno|LO:Lodi|LU:Lucca|MC:Macerata|MN:Mantova|MS:Massa-Carrara|MT:Matera|ME:Messina|' +
    'MI:Milano|MO:Modena|MB:Monza e Brianza|NA:Napoli|NO:Novara|NU:Nuoro|OR:Oristano|PD:Padova|PA:Palermo|' +
    'PR:Parma|PV:Pavia|PG:Perugia|PU:Pesaro e Urbino|PE:Pescara|PC:Piacenza|PI:Pisa|PT:Pistoia|PN:Pordenone|' +
    'PZ:Potenza|PO:Prato|RG:Ragusa|RA:Ravenna|RC:Reggio Calabria|RE:Reggio Emilia|RI:Rieti|RN:Rimini|RM:Roma|' +
    'RO:Rovigo|SA:Salerno|SS:Sassari|SV:Savona|SI:Siena|SR:Siracusa|SO:Sondrio|SU:Sud Sardegna|TA:Taranto|' +
    'TE:Teramo|TR:Terni|TO:Torino|TP:Trapani|TN:Trento|TV:Treviso|TS:Trieste|UD:Udine|VA:Varese|VE:Venezia|' +
    'VB:Verbano-Cusio-Ossola|VC:Vercelli|VR:Verona|VV:Vibo Valentia|VI:Vicenza|VT:Viterbo',
  ES:
    'C:A Coruña|VI:Álava|AB:Albacete|A:Alicante|AL:Almería|O:Asturias|AV:Ávila|BA:Badajoz|PM:Balears|B:Barcelona|' +
    'BU:Burgos|CC:Cáceres|CA:Cádiz|S:Cantabria|CS:Castellón|CE:Ceuta|CR:Ciudad Real|CO:Córdoba|CU:Cuenca|' +
    'GI:Girona|GR:Granada|GU:Guadalajara|SS:Gipuzkoa|H:Huelva|HU:Huesca|J:Jaén|LO:La Rioja|GC:Las Palmas|' +
    'LE:León|L:Lleida|LU:Lugo|M:Madrid|MA:Málaga|ML:Melilla|MU:Murcia|NA:Navarra|OR:Ourense|P:Palencia|' +
    'PO:Pontevedra|SA:Salamanca|TF:Santa Cruz de Tenerife|SG:Segovia|SE:Sevilla|SO:Soria|T:Tarragona|' +
    'TE:Teruel|TO:Toledo|V:Valencia|VA:Valladolid|BI:Bizkaia|ZA:Zamora|Z:Zaragoza',
  DE:
    'BW:Baden-Württemberg|BY:Bavaria|BE:Berlin|BB:Brandenburg|HB:Bremen|HH:Hamburg|HE:Hesse|' +
    'MV:Mecklenburg-Vorpommern|NI:Lower Saxony|NW:North Rhine-Westphalia|RP:Rhineland-Palatinate|SL:Saarland|' +
    'SN:Saxony|ST:Saxony-Anhalt|SH:Schleswig-Holstein|TH:Thuringia',
};
