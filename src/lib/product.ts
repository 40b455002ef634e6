/** The product's name as members see it. */
export const PRODUCT_NAME = 'Matrimony AI';
