// The product's tables (issue 5 §4). Each table lives in its own module under tables/.
export {};
