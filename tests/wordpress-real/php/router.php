<?php
// The router of PHP's built-in server (php -S 127.0.0.1:<port> router.php): files that exist are
// served as they are, everything else goes to WordPress's index.php, as Apache's rewrite rules
// of WordPress do, so pretty permalinks and /wp-json/ answer.
$path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$file = __DIR__ . '/' . ltrim( urldecode( $path ), '/' );
if ( '/' !== $path && is_file( $file ) ) {
	return false;
}
if ( is_dir( $file ) && is_file( rtrim( $file, '/' ) . '/index.php' ) ) {
	$_SERVER['SCRIPT_NAME'] = rtrim( $path, '/' ) . '/index.php';
	require rtrim( $file, '/' ) . '/index.php';
	return;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = __DIR__ . '/index.php';
require __DIR__ . '/index.php';
