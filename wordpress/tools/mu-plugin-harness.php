<?php
/**
 * Runs the project's mu-plugin on WordPress's own HTTP API (Debian's wordpress package, no
 * database): loads the plugin, replays what one save in WordPress does to it, and prints JSON.
 *
 *   php wordpress/tools/mu-plugin-harness.php <site url> [<wordpress dir>]
 *
 * Prints {"seconds": <how long the save's revalidation calls held the request>, "supports":
 * {...}, "postTypes": [...]}, so a test can check that a site that never answers does not hold
 * up a save.
 */

define( 'ABSPATH', rtrim( $argv[2] ?? '/usr/share/wordpress', '/' ) . '/' );
define( 'WPINC', 'wp-includes' );
define( 'CLUVILLE_SITE_URL', $argv[1] );
define( 'CLUVILLE_REVALIDATE_SECRET', 'harness-secret-0123456789abcdef0123456789' );
define( 'CLUVILLE_PREVIEW_SECRET', 'harness-preview-secret-0123456789abcdef' );

require ABSPATH . WPINC . '/load.php';
require ABSPATH . WPINC . '/plugin.php';
require ABSPATH . WPINC . '/functions.php';
require ABSPATH . WPINC . '/formatting.php';
require ABSPATH . WPINC . '/class-wp-error.php';
require ABSPATH . WPINC . '/http.php';
require ABSPATH . WPINC . '/class-wp-http.php';
require ABSPATH . WPINC . '/class-wp-http-response.php';
require ABSPATH . WPINC . '/class-wp-http-requests-response.php';
require ABSPATH . WPINC . '/class-wp-http-requests-hooks.php';
require ABSPATH . WPINC . '/class-wp-http-proxy.php';

// What the HTTP API asks of a full WordPress, and the post type calls of `init`.
function get_bloginfo( $show = '' ) {
	return 'version' === $show ? '6.1' : 'http://wordpress.test';
}
$GLOBALS['harness_supports']   = array();
$GLOBALS['harness_post_types'] = array();
function add_post_type_support( $post_type, $feature ) {
	$GLOBALS['harness_supports'][ $post_type ][] = $feature;
}
function register_post_type( $post_type, $args ) {
	$GLOBALS['harness_post_types'][ $post_type ] = $args;
}

require dirname( __DIR__, 2 ) . '/wordpress/mu-plugins/cluville-site.php';

do_action( 'init' );

// One save of a room, as WordPress runs it: the post saved, then its ACF fields, then the
// options page saved in the same request; each asks for a revalidation. The request ends with
// `shutdown`. Timed from the first hook to the end of the request.
$started = microtime( true );
cluville_revalidate( 'room', 12 );
cluville_revalidate( 'room', 12 );
cluville_revalidate( 'options' );
do_action( 'shutdown' );
$seconds = microtime( true ) - $started;

echo wp_json_encode(
	array(
		'seconds'   => $seconds,
		'supports'  => $GLOBALS['harness_supports'],
		'postTypes' => array_keys( $GLOBALS['harness_post_types'] ),
	)
), "\n";
