/**
 * States and provinces of the American countries, as `CODE:Name` pairs joined
 * by `|` (compact so the whole table stays readable; parsed once in states.ts).
 * Codes are the ISO 3166-2 subdivision codes without the country prefix.
 */
export const AMERICAS_STATES: Readonly<Record<string, string>> = {
  US:
    'AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|CT:Connecticut|DE:Delaware|' +
    'DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|' +
    'KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|' +
    'MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|' +
    'NC:North Carolina|ND:North Dakota|OH:Ohio|OK:Oklahoma|OR:Oregon|PA:Pennsylvania|RI:Rhode Island|' +
    'SC:South Carolina|SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|WA:Washington|' +
    'WV:West Virginia|WI:Wisconsin|WY:Wyoming|AA:Armed Forces Americas|AE:Armed Forces Europe|AP:Armed Forces Pacific',
  CA:
    'AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|' +
    'NT:Northwest Territories|NS:Nova Scotia|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|QC:Quebec|' +
    'SK:Saskatchewan|YT:Yukon',
  BR:
    'AC:Acre|AL:Alagoas|AP:Amapá|AM:Amazonas|BA:Bahia|CE:Ceará|DF:Distrito Federal|ES:Espírito Santo|GO:Goiás|' +
    'MA:Maranhão|MT:Mato Grosso|MS:Mato Grosso do Sul|MG:Minas Gerais|PA:Pará|PB:Paraíba|PR:Paraná|PE:Pernambuco|' +
    'PI:Piauí|RJ:Rio de Janeiro|RN:Rio Grande do Norte|RS:Rio Grande do Sul|RO:Rondônia|RR:Roraima|' +
    'SC:Santa Catarina|SP:São Paulo|SE:Sergipe|TO:Tocantins',
  MX:
    'AGU:Aguascalientes|BCN:Baja California|BCS:Baja California Sur|CAM:Campeche|CHP:Chiapas|CHH:Chihuahua|' +
    'CMX:Ciudad de México|COA:Coahuila|COL:Colima|DUR:Durango|GUA:Guanajuato|GRO:Guerrero|HID:Hidalgo|JAL:Jalisco|' +
    'MEX:Estado de México|MIC:Michoacán|MOR:Morelos|NAY:Nayarit|NLE:Nuevo León|OAX:Oaxaca|PUE:Puebla|' +
    'QUE:Querétaro|ROO:Quintana Roo|SLP:San Luis Potosí|SIN:Sinaloa|SON:Sonora|TAB:Tabasco|TAM:Tamaulipas|' +
    'TLA:Tlaxcala|VER:Veracruz|YUC:Yucatán|ZAC:Zacatecas',
};
