for loss in (3.8323684, 3.8323691):  # (1)!
    print(f"6 decimals {loss:.6f}   4 decimals {loss:.4f}")
