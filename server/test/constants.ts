export const TEMPLATE_DB = 'exchange_test_template';
export const TEST_OPERATOR = { operatorUser: 'operator', operatorPassword: 'operator-test-pass' };
