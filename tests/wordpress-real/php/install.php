<?php
// Installs WordPress without its browser installer (php install.php <site url>): the site, the
// settings the site's contract needs (pretty permalinks /novosti/%postname%/, the Podgorica time
// zone), and an administrator with an application password. Prints JSON: {user, password}.
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = parse_url( $argv[1], PHP_URL_HOST ) . ':' . parse_url( $argv[1], PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-includes/class-wp-application-passwords.php';

$user = 'cluville-editor';
$result = wp_install( 'Cluville (test)', $user, 'editor@cluville.test', false, '', wp_generate_password( 24 ) );
update_option( 'siteurl', $argv[1] );
update_option( 'home', $argv[1] );
update_option( 'timezone_string', 'Europe/Podgorica' );
update_option( 'permalink_structure', '/novosti/%postname%/' );
update_option( 'posts_per_page', 10 );
flush_rewrite_rules( true );

$user_id = $result['user_id'];
list( $password ) = WP_Application_Passwords::create_new_application_password( $user_id, array( 'name' => 'Cluville site preview' ) );
// A second user who may only contribute: its application password is valid but too weak to read drafts of others.
$weak_id = wp_insert_user( array( 'user_login' => 'cluville-contributor', 'user_pass' => wp_generate_password( 24 ), 'role' => 'contributor', 'user_email' => 'contributor@cluville.test' ) );
list( $weak ) = WP_Application_Passwords::create_new_application_password( $weak_id, array( 'name' => 'too weak' ) );
echo wp_json_encode( array( 'user' => $user, 'password' => WP_Application_Passwords::chunk_password( $password ), 'weakUser' => 'cluville-contributor', 'weakPassword' => $weak ) );
