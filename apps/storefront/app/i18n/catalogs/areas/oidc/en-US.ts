/** English texts of the social sign-in: the source of this area's keys. */
export default {} as const;
