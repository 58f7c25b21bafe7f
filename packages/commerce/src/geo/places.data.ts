/**
 * The bundled address-lookup data: a few well-known cities per country with a
 * central postcode, enough for address autocomplete to work without calling an
 * outside service. `province` is the state code where the country uses one.
 */
export interface Place {
  country: string;
  city: string;
  province: string;
  postcode: string;
}

const row = (country: string, city: string, province: string, postcode: string): Place => ({
  country,
  city,
  province,
  postcode,
});

export const PLACES: readonly Place[] = [
  row('US', 'New York', 'NY', '10001'),
  row('US', 'Los Angeles', 'CA', '90012'),
  row('US', 'San Francisco', 'CA', '94105'),
  row('US', 'Chicago', 'IL', '60601'),
  row('US', 'Houston', 'TX', '77002'),
  row('US', 'Seattle', 'WA', '98101'),
  row('US', 'Boston', 'MA', '02108'),
  row('US', 'Miami', 'FL', '33130'),
  row('US', 'Denver', 'CO', '80202'),
  row('US', 'Austin', 'TX', '78701'),
  row('CA', 'Toronto', 'ON', 'M5H 2N2'),
  row('CA', 'Montreal', 'QC', 'H2Y 1C6'),
  row('CA', 'Vancouver', 'BC', 'V6B 1A1'),
  row('CA', 'Calgary', 'AB', 'T2P 1J9'),
  row('CA', 'Ottawa', 'ON', 'K1P 1J1'),
  row('GB', 'London', '', 'SW1A 1AA'),
  row('GB', 'Manchester', '', 'M1 1AE'),
  row('GB', 'Birmingham', '', 'B1 1BB'),
  row('GB', 'Edinburgh', '', 'EH1 1YZ'),
  row('DE', 'Berlin', 'BE', '10115'),
  row('DE', 'Hamburg', 'HH', '20095'),
  row('DE', 'München', 'BY', '80331'),
  row('DE', 'Köln', 'NW', '50667'),
  row('FR', 'Paris', '', '75001'),
  row('FR', 'Lyon', '', '69001'),
  row('FR', 'Marseille', '', '13001'),
  row('FR', 'Toulouse', '', '31000'),
  row('AU', 'Sydney', 'NSW', '2000'),
  row('AU', 'Melbourne', 'VIC', '3000'),
  row('AU', 'Brisbane', 'QLD', '4000'),
  row('AU', 'Perth', 'WA', '6000'),
  row('JP', 'Tokyo', '13', '100-0001'),
  row('JP', 'Osaka', '27', '530-0001'),
  row('JP', 'Kyoto', '26', '600-8001'),
  row('BR', 'São Paulo', 'SP', '01001-000'),
  row('BR', 'Rio de Janeiro', 'RJ', '20010-000'),
  row('BR', 'Brasília', 'DF', '70040-010'),
  row('NL', 'Amsterdam', '', '1012 JS'),
  row('NL', 'Rotterdam', '', '3011 AD'),
  row('ES', 'Madrid', 'M', '28001'),
  row('ES', 'Barcelona', 'B', '08001'),
  row('IT', 'Roma', 'RM', '00184'),
  row('IT', 'Milano', 'MI', '20121'),
];
